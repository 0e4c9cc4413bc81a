/** A Playwright JSON report's suites, as far as the names and outcomes of their tests go. */
export interface ReportSuite {
  title: string
  suites?: ReportSuite[]
  specs?: { title: string; tests: { status: string }[] }[]
}

/** The full names ("file › describe › test") of the tests a report marks flaky. */
export function flakyTests(suites: ReportSuite[], path: string[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => spec.tests.some((test) => test.status === 'flaky')).map((spec) => [...path, suite.title, spec.title].join(' › ')),
    ...flakyTests(suite.suites ?? [], [...path, suite.title]),
  ])
}
