/**
 * ssbench scenario files (docs/ssbench.md): the reader with located errors for every case on
 * which ssbench itself fails with a Python error, the scenario model, and command-line overrides
 * as ssbench's own ({@code -u}, {@code -o}, {@code -r}, {@code -c}).
 */
package io.objbench.core.ssbench;
