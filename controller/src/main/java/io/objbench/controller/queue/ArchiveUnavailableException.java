package io.objbench.controller.queue;

/**
 * The controller cannot record a run in its archive (the disk is full or not writable): a
 * submission is refused with this (HTTP 507, the CLI's exit code 5) rather than accepted and lost.
 */
public final class ArchiveUnavailableException extends Exception {

    public ArchiveUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
