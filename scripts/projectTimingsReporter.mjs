// A vitest reporter that prints, per project, where the run's time went: files, tests, and the summed environment,
// prepare, import (collect), setup and test durations of its files, slowest project first, the files that took
// longest in all, and the tests that passed only on a retry (flaky). `pnpm test` adds it beside the default reporter;
// alone: `vitest run --reporter=default --reporter=./scripts/projectTimingsReporter.mjs`. With
// `--experimental.importDurations.limit=<n>` it also prints the modules whose imports took longest, summed over files.

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

export default class ProjectTimingsReporter {
  onTestRunEnd(testModules) {
    const projects = new Map()
    const files = []
    const imports = new Map()
    const flaky = []
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const { flaky: passedOnRetry, retryCount } = test.diagnostic() ?? {}
        if (passedOnRetry)
          flaky.push(`  ${module.relativeModuleId} > ${test.fullName} (passed on try ${retryCount + 1})`)
      }
      const diagnostic = module.diagnostic()
      const name = module.project.name || '(root)'
      const project = projects.get(name) ?? {
        files: 0,
        tests: 0,
        environment: 0,
        prepare: 0,
        import: 0,
        setup: 0,
        tests_: 0,
      }
      project.files += 1
      project.tests += [...module.children.allTests()].length
      project.environment += diagnostic.environmentSetupDuration
      project.prepare += diagnostic.prepareDuration
      project.import += diagnostic.collectDuration
      project.setup += diagnostic.setupDuration
      project.tests_ += diagnostic.duration
      projects.set(name, project)
      const total =
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.collectDuration +
        diagnostic.setupDuration +
        diagnostic.duration
      files.push({ file: module.relativeModuleId, total, import: diagnostic.collectDuration })
      for (const [id, duration] of Object.entries(diagnostic.importDurations ?? {})) {
        const sum = imports.get(id) ?? { self: 0, total: 0, files: 0 }
        sum.self += duration.selfTime
        sum.total += duration.totalTime
        sum.files += 1
        imports.set(id, sum)
      }
    }
    const total = (project) =>
      project.environment + project.prepare + project.import + project.setup + project.tests_
    const rows = [...projects].sort(([, a], [, b]) => total(b) - total(a))
    const lines = [
      '',
      'Per project (summed over files): files, tests, environment, prepare, import, setup, tests, all',
    ]
    for (const [name, project] of rows)
      lines.push(
        `  ${name.padEnd(28)} ${String(project.files).padStart(4)} ${String(project.tests).padStart(5)}  ` +
          [
            project.environment,
            project.prepare,
            project.import,
            project.setup,
            project.tests_,
            total(project),
          ]
            .map((ms) => seconds(ms).padStart(8))
            .join(' '),
      )
    lines.push('Slowest files (all phases, of which import):')
    for (const { file, total: ms, import: importMs } of files.sort((a, b) => b.total - a.total).slice(0, 15))
      lines.push(`  ${seconds(ms).padStart(8)} ${seconds(importMs).padStart(8)}  ${file}`)
    if (imports.size > 0) {
      lines.push('Slowest imports (summed over files: self, total, files):')
      for (const [id, sum] of [...imports].sort(([, a], [, b]) => b.self - a.self).slice(0, 25))
        lines.push(
          `  ${seconds(sum.self).padStart(8)} ${seconds(sum.total).padStart(8)} ${String(sum.files).padStart(4)}  ${id}`,
        )
    }
    if (flaky.length > 0) lines.push('Flaky (failed, then passed on a retry):', ...flaky)
    console.log(lines.join('\n'))
  }
}
