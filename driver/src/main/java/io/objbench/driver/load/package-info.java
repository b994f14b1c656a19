/**
 * Open-loop load (issue 10): a per-mission {@link io.objbench.driver.load.ArrivalSchedule} of
 * intended start times that free workers take lock-free, and the
 * {@link io.objbench.driver.load.PreciseWaiter} that holds a worker until its intended start (the
 * system clock's wait). The worker loop ({@code run.NormalWorker}) uses them; the three latencies
 * of each open-loop operation are recorded by its {@code measure.OpRecorder}, so they share the
 * response time's interval and window side.
 */
package io.objbench.driver.load;
