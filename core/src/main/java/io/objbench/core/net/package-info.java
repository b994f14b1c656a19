/**
 * The client's own network: what each driver's interfaces carried per interval and the share of
 * their links it was (issue 21: "client network-bound").
 */
package io.objbench.core.net;
