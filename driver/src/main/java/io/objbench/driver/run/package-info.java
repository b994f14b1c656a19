/**
 * The mission engine: the plan checked at submit, the login phase, a {@link
 * io.objbench.driver.run.WorkerPool} owning the workers' threads and detecting their end, workers
 * that see their mission only through a {@code MissionContext} (normal works pick operations by
 * ratio; special works iterate their slices once), the measured window and the measurement rules
 * in one place ({@code Measurement}), and the snapshotter, which only reads intervals and keeps
 * them until the poller acknowledges them. Depends on {@code measure}, {@code payload} and {@code inventory} only;
 * what a worker thread needs bound before its first call (a plugin bundle's class loader) comes in
 * as a {@link io.objbench.driver.run.WorkerBinding}.
 */
package io.objbench.driver.run;
