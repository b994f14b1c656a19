/**
 * The {@code none} and {@code mock} adaptors, written against the objbench SPI only, like any
 * third-party adaptor.
 *
 * <ul>
 *   <li>storage {@code none}: every call succeeds at once and does nothing; measures the harness
 *       itself (its ceiling);</li>
 *   <li>storage {@code mock}: an in-memory, process-wide object store with S3-like semantics and
 *       configurable latency and error injection, for examples and measurement tests;</li>
 *   <li>auth {@code none} and {@code mock}.</li>
 * </ul>
 */
package io.objbench.adaptor.mock;
