import { describe, expect, it, vi } from 'vitest';
import { buildId, buildLabel } from './build-id';
import { initMonitoring } from './init';
import type { MonitoringEvent } from './types';
import { KEY } from './testing/setup';

const release = { version: '20261125.164338-3494029', commit: '34940294cb52630efdddc1212ec5a328e3c1b789' };

describe('build id', () => {
  it('is "dev" in a development or test build', () => {
    expect(buildId()).toEqual({ version: 'dev', commit: '' });
    expect(buildLabel()).toBe('dev');
  });

  it('names the release and its short commit', () => {
    expect(buildLabel(release)).toBe('20261125.164338-3494029 (3494029)');
  });

  it('tags every event with the release and commit the build was made from', () => {
    vi.stubEnv('VITE_RELEASE_VERSION', release.version);
    vi.stubEnv('VITE_RELEASE_COMMIT', release.commit);
    const events: MonitoringEvent[] = [];
    const transport = async (e: MonitoringEvent) => void events.push(e);
    const handle = initMonitoring({ key: KEY, endpoint: '/events', transport });
    handle.captureMessage('after the deploy');
    handle.close();
    expect(events[0]).toMatchObject({ release: release.version, commit: release.commit });
    vi.unstubAllEnvs();
  });
});
