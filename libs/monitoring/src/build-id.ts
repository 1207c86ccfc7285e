/** The release this bundle was built as (vite.shared.ts defines both at build time). */
export interface BuildId {
  /** The release version (tools/scripts/release.mjs), "dev" outside a release build. */
  version: string;
  /** The full commit hash, empty outside a release build. */
  commit: string;
}

export function buildId(): BuildId {
  return {
    version: (import.meta.env.VITE_RELEASE_VERSION as string | undefined) || 'dev',
    commit: (import.meta.env.VITE_RELEASE_COMMIT as string | undefined) ?? '',
  };
}

/** One line for people: `20261125.164338-3494029 (3494029)`, or `dev` for a development build. */
export function buildLabel(id: BuildId = buildId()): string {
  return id.commit ? `${id.version} (${id.commit.slice(0, 7)})` : id.version;
}
