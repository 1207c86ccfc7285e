import type { Breadcrumb } from './types';

/** A ring buffer: the newest `capacity` breadcrumbs, oldest first. */
export class BreadcrumbRing {
  private items: Breadcrumb[] = [];
  constructor(private readonly capacity: number) {}

  add(crumb: Breadcrumb): void {
    this.items.push(crumb);
    if (this.items.length > this.capacity) this.items.shift();
  }

  list(): Breadcrumb[] {
    return [...this.items];
  }
}
