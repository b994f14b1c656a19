package io.objbench.driver.measure;

/**
 * What a worker's last storage call named and which request the server saw: read only when the
 * call is kept as one of an interval's slowest ({@link ExemplarTopK}), so a call pays nothing for it.
 */
public interface ExemplarSource {

    /** The container the last call named, or {@code null}. */
    String lastContainer();

    /** The object the last call named, or {@code null}. */
    String lastObject();

    /** The server's id of the last call's request, or {@code null} (the adaptor's {@code lastRequestId()}). */
    String lastRequestId();
}
