/**
 * Measurement: the injectable {@link io.objbench.driver.measure.Clock}, the
 * {@link io.objbench.driver.measure.MeasuredSession} that times every storage call, and the
 * per-operation {@link io.objbench.driver.measure.OpRecorder} (HdrHistogram, µs, 3 digits) that
 * records each sample once, in or out of the measured window.
 */
package io.objbench.driver.measure;
