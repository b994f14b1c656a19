/**
 * The command line's run comparisons: {@code objbench compare A B}, the baseline check of
 * {@code run|submit --baseline} and the summary of {@code run --repeat}, over the controller's
 * {@code io.objbench.controller.compare}.
 */
package io.objbench.app.compare;
