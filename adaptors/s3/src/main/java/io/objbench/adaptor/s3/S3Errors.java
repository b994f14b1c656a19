package io.objbench.adaptor.s3;

import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import java.io.IOException;
import java.net.SocketTimeoutException;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.ApiCallAttemptTimeoutException;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;

/**
 * Turns what the SDK throws into an {@link OpResult}: the HTTP status decides the kind (404 not
 * found, 401/403 auth, 503 SlowDown and 429 throttled, other 5xx server error), and the message
 * names S3's error code so a person can act on it. Only failures allocate.
 */
final class S3Errors {

    private S3Errors() {
    }

    /** The result of a failed call, {@code what} naming the operation and object. */
    static OpResult of(Throwable e, String what) {
        if (e instanceof AwsServiceException service) {
            return service(service, what);
        }
        if (e instanceof ApiCallAttemptTimeoutException || e instanceof ApiCallTimeoutException || timedOut(e)) {
            return OpResult.failure(ErrorKind.TIMEOUT, 0, what + ": timed out (" + e.getMessage() + ")");
        }
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return OpResult.failure(ErrorKind.CLIENT_ERROR, 0, what + ": " + message);
    }

    private static OpResult service(AwsServiceException e, String what) {
        int status = e.statusCode();
        AwsErrorDetails details = e.awsErrorDetails();
        String code = details == null || details.errorCode() == null ? "" : details.errorCode();
        String text = details == null || details.errorMessage() == null ? "" : details.errorMessage();
        StringBuilder message = new StringBuilder(what).append(": HTTP ").append(status);
        if (!code.isEmpty()) {
            message.append(' ').append(code);
        }
        if (!text.isEmpty()) {
            message.append(" (").append(text).append(')');
        }
        ErrorKind kind = ErrorKind.fromHttpStatus(status);
        if (kind == null) {
            kind = ErrorKind.CLIENT_ERROR;
        }
        if (kind == ErrorKind.AUTH) {
            message.append(" - check accesskey/secretkey, region and the signature version the server expects");
        } else if (status == 503 && !code.isEmpty() && !"SlowDown".equals(code)) {
            kind = ErrorKind.SERVER_ERROR; // a 503 that is not S3's back-off signal is the server failing
        } else if ("SlowDown".equals(code)) {
            kind = ErrorKind.THROTTLED;
        }
        return OpResult.failure(kind, status, message.toString());
    }

    /** The result of an I/O failure while reading a body. */
    static OpResult io(IOException e, String what) {
        ErrorKind kind = timedOut(e) ? ErrorKind.TIMEOUT : ErrorKind.CLIENT_ERROR;
        return OpResult.failure(kind, 0, what + ": " + e);
    }

    private static boolean timedOut(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SocketTimeoutException) {
                return true;
            }
        }
        return false;
    }
}
