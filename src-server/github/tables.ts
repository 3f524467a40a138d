/** The tables of the GitHub repository cache (conventions in db/schema.ts). */
export interface GithubTables {
  github_repo_cache: GithubRepoCacheTable;
}

/** GitHub's answer for a repository (null data with the status when it failed), kept for a while. */
export interface GithubRepoCacheTable {
  full_name: string;
  data_json: string | null;
  status: number;
  fetched_at: string;
}
