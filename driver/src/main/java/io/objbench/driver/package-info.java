/**
 * The objbench driver: runs missions (a work's share of workers) against storage adaptors and
 * measures them. {@link io.objbench.driver.MissionManager} is what the controller calls, in
 * process or over HTTP; adaptors are found through an {@link io.objbench.driver.AdaptorRegistry}.
 */
package io.objbench.driver;
