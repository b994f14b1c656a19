/**
 * Running a mission: the plan checked at submit, the login phase, workers on virtual threads
 * (normal works pick operations by ratio; special works iterate their slices once), the measured
 * window, budgets, and the snapshotter that ends the mission.
 */
package io.objbench.driver.run;
