-- Projects added with `foyer-service projects add`, beside those of FOYER_PROJECTS (which win on the same id).
CREATE TABLE service_projects (
  project_id text PRIMARY KEY,
  project jsonb NOT NULL,
  updated_at bigint NOT NULL
);
