/**
 * Open-loop load (issue 10): a per-mission {@link io.objbench.driver.load.ArrivalSchedule} of
 * intended start times that free workers take lock-free, the
 * {@link io.objbench.driver.load.PreciseWaiter} that holds a worker until its intended start, and
 * the {@link io.objbench.driver.load.OpenLoopRecorder} of the three latencies each open-loop
 * operation has (response from the intended start, service from the actual start, and schedule
 * lag between the two). Standalone pieces: the worker loop and the reports use them.
 */
package io.objbench.driver.load;
