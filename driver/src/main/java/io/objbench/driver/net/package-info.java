/** The driver host's network interfaces: byte counters per interval and link speeds. */
package io.objbench.driver.net;
