/**
 * Measurement: the injectable {@link io.objbench.driver.measure.Clock} and the per-operation
 * {@link io.objbench.driver.measure.OpRecorder} (HdrHistogram, µs, 3 digits) that records each
 * sample once, in or out of the measured window. The lowest driver package: it knows neither
 * payloads nor missions (the timing of a storage call is {@code run.MeasuredSession}, the rules of
 * what a sample counts for are {@code run.Measurement}).
 */
package io.objbench.driver.measure;
