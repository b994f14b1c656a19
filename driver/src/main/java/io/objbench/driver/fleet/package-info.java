/** A driver's membership of a fleet: self-registration with a controller, heartbeats, leaving on a clean stop. */
package io.objbench.driver.fleet;
