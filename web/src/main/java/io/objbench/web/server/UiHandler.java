package io.objbench.web.server;

/** Serves one UI route. */
@FunctionalInterface
public interface UiHandler {

    /** Answers {@code exchange} (always, through one of its reply methods). */
    void handle(UiExchange exchange) throws Exception;
}
