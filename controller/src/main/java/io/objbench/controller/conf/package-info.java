/** The controller's configuration file, COSBench's INI {@code controller.conf} plus objbench's keys. */
package io.objbench.controller.conf;
