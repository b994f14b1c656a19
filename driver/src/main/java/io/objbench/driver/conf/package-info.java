/**
 * COSBench-compatible configuration files: {@link io.objbench.driver.conf.IniFile}, a strict reader
 * of the INI dialect of {@code controller.conf} and {@code driver.conf}, and
 * {@link io.objbench.driver.conf.DriverConf}, the driver's keys.
 */
package io.objbench.driver.conf;
