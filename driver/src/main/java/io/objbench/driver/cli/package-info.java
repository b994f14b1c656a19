/**
 * The {@code objbench driver} command: {@link io.objbench.driver.cli.DriverCommand} combines options,
 * {@code OBJBENCH_TOKEN} and driver.conf, then runs a {@link io.objbench.driver.http.DriverServer}.
 */
package io.objbench.driver.cli;
