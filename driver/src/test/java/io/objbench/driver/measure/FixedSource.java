package io.objbench.driver.measure;

/**
 * A session whose last call always named the same container, object and request id (tests and
 * benches): what an adaptor hands over without building anything. The record's accessors are the
 * interface's methods.
 */
record FixedSource(String lastContainer, String lastObject, String lastRequestId) implements ExemplarSource {
}
