/**
 * The {@code none} and {@code mock} adaptors, written against the objbench SPI only, like any
 * third-party adaptor.
 *
 * <ul>
 *   <li>storage {@code none}: every call succeeds at once and does nothing; measures the harness
 *       itself (its ceiling);</li>
 *   <li>storage {@code mock}: configurable latency and error injection, stateless as COSBench's
 *       mock by default, or with {@code store=true} an in-memory, process-wide object store with
 *       S3-like semantics, for examples and measurement tests;</li>
 *   <li>auth {@code none} and {@code mock}.</li>
 * </ul>
 */
package io.objbench.adaptor.mock;
