/** The social logins of the embedded wallet (SPEC §1). */
export const socialProviders = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof socialProviders)[number]
