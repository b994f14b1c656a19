/** The driver's own health per snapshot interval: CPU, GC pauses, heap, scheduling lag. */
package io.objbench.driver.telemetry;
