const KB = 1024

/** What `npm run bench` holds the site to. */
export const BENCH_TARGETS = {
  /** Generated posts added to a copy of the content, to see how the build and the pages grow. */
  extraPosts: 1000,
  /** What the extra posts may add to the build's time: at most the shipped site's whole build. */
  extraBuildTimeRatio: 1,
  /** The home page shows the newest few posts, so its HTML stays this small however many there are. */
  homeHtmlBytesWithExtraPosts: 80 * KB,
  /** Before any island: the page scripts and the loader that watches the islands. */
  homeJavaScriptAtOpenGzip: 15 * KB,
  /** Once every island has loaded (the form checks, loaded when a form is first sent, apart). */
  homeJavaScriptWithIslandsGzip: 110 * KB,
  htmlOnlyFrameworkBytes: 0,
  /** On this machine, against the local server: a regression alarm, not a field measurement. */
  largestContentfulPaintMs: 1500,
  /** Media boxes are sized in the HTML, so nothing should move while the page loads. */
  cumulativeLayoutShift: 0.01,
  /** The search's code loads when there are words to look for, on no page when it opens. */
  searchCodeAtOpenBytes: 0,
  /** A first search on the search page: the search code, Pagefind's and the parts of the index it needs, compressed. */
  firstQueryBytes: 150 * KB,
  /** The share of the fixed list of visitors' queries (search-queries.ts) whose first result is the right one. */
  searchAnswersRight: 0.9,
  /** Each Lighthouse category, median of three runs, on every page. */
  lighthouseScore: 100,
}
