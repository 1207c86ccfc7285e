import type { Domain } from '../domain';
import { authDomain } from './auth';
import { catalogDomain } from './catalog';
import { devDomain } from './dev';
import { monitoringDomain } from './monitoring';
import { wxDomain } from './wx';

/** Every domain of the stand-in, in migration order (auth first: others may refer to users). */
export const domains: readonly Domain[] = [authDomain, wxDomain, catalogDomain, monitoringDomain, devDomain];
