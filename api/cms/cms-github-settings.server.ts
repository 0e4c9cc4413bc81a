/** The GitHub OAuth App and repository the CMS signs in to and opens pull requests on. */
export interface CmsGithubSettings {
  clientId: string
  clientSecret: string
  /** owner/name of the site's repository. */
  repo: string
  /** The branch the pull requests go into. */
  branch: string
}
