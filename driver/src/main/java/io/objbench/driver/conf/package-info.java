/**
 * The driver's configuration file: {@link io.objbench.driver.conf.DriverConf}, the keys of
 * {@code driver.conf}, read with the strict INI reader {@link io.objbench.core.config.IniFile}.
 */
package io.objbench.driver.conf;
