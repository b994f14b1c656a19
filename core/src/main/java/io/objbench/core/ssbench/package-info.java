/**
 * ssbench scenario files (docs/ssbench.md): the reader with located errors for every case on
 * which ssbench itself fails with a Python error, the scenario model, command-line overrides as
 * ssbench's own ({@code -u}, {@code -o}, {@code -r}, {@code -c}, {@code -p}, {@code --delete-after}),
 * and the conversion of a scenario into the workload it runs as ({@link
 * io.objbench.core.ssbench.ScenarioWorkload}) on a storage chosen as ssbench's options choose it
 * ({@link io.objbench.core.ssbench.ScenarioTarget}).
 */
package io.objbench.core.ssbench;
