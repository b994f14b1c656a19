/**
 * The objbench driver: runs missions (a work's share of workers) against storage adaptors and
 * measures them. {@link io.objbench.driver.MissionManager} is what the controller calls, in
 * process or over HTTP, and the one registry of the driver's missions (lease and eviction); it
 * drives the engine in {@code run}, which never calls back into this package. Adaptors are found
 * through an {@link io.objbench.driver.AdaptorRegistry}.
 */
package io.objbench.driver;
