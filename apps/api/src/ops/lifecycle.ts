/**
 * What the health routes report: whether this instance's migrations (and seed) are done, and whether it is
 * draining (a stop signal came: the balancer must send it nothing new). An app built without one (the tests)
 * is ready from the start.
 */
export class Lifecycle {
  migrated: boolean;
  draining = false;

  constructor(options: { migrated?: boolean } = {}) {
    this.migrated = options.migrated ?? true;
  }
}
