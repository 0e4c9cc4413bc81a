/** The variables through which the CMS tests' global setup tells the workers where the CMS runs and which copy it edits. */
export const CMS_ENV = {
  baseUrl: 'SENSEAHEAD_CMS_BASE_URL',
  /** The temporary copy of the repository whose content/ the CMS edits. */
  repoDir: 'SENSEAHEAD_CMS_REPO_DIR',
} as const
