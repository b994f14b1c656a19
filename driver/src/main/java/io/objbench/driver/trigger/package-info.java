/**
 * Trigger scripts: COSBench's {@code trigger="name.sh(a,b)"}, run by the driver from its scripts
 * directory while a workload or stage runs, stopped with {@code name.sh -k} and a kill of what is
 * left, their output handed back to the controller for the archive's {@code scripts.log}.
 */
package io.objbench.driver.trigger;
