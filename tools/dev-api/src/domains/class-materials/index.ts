import type { Domain } from '../../domain';
import { classMaterialsMessages } from './messages';
import { classMaterialsMigrations } from './migrations';
import { classMaterialsDevRoutes, classMaterialsRoutes } from './routes';
import { seedClassMaterials } from './seed';

/**
 * The suman student's class materials (teaching, reinforcement and season series) by class, with
 * viewed marks, ticketed video (Range) and PDF links; a dev route enrols a fresh student.
 */
export const classMaterialsDomain: Domain = {
  name: 'class-materials',
  basePath: '/api/class-materials',
  messages: classMaterialsMessages,
  migrations: classMaterialsMigrations,
  seed: seedClassMaterials,
  routes: classMaterialsRoutes,
  devRoutes: classMaterialsDevRoutes,
};
