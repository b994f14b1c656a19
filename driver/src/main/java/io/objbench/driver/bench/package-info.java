/** Benchmarks of the driver itself (the harness ceiling); not used by objbench at run time. */
package io.objbench.driver.bench;
