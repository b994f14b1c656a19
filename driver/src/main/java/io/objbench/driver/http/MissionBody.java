package io.objbench.driver.http;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import io.objbench.core.json.Json;
import io.objbench.core.mission.Mission;

/**
 * Reads the body of a mission submission and turns every way it can be wrong (not JSON, unknown
 * field, wrong type, a record's own validation) into a 400 that names the field path and what
 * was wrong, e.g. {@code invalid mission at $.work.workers: …}.
 */
final class MissionBody {

    private MissionBody() {
    }

    static Mission parse(String body) throws HttpProblem {
        if (body.isBlank()) {
            throw new HttpProblem(400, "empty body: POST a Mission as JSON");
        }
        Mission mission;
        try {
            mission = Json.mapper().readValue(body, Mission.class);
        } catch (JsonProcessingException e) {
            throw new HttpProblem(400, describe(e));
        }
        if (mission == null) {
            throw new HttpProblem(400, "the body is JSON null: POST a Mission object");
        }
        return mission;
    }

    private static String describe(JsonProcessingException e) {
        StringBuilder sb = new StringBuilder("invalid mission");
        if (e instanceof JsonMappingException m && !m.getPath().isEmpty()) {
            sb.append(" at ").append(path(m));
        }
        JsonLocation loc = e.getLocation();
        if (loc != null && loc.getLineNr() > 0) {
            sb.append(" (line ").append(loc.getLineNr()).append(", column ").append(loc.getColumnNr()).append(')');
        }
        // a record constructor's own check (e.g. workers outside the work) reads best as is
        Throwable cause = e instanceof ValueInstantiationException && e.getCause() != null ? e.getCause() : null;
        if (cause instanceof NullPointerException && cause.getMessage() != null) {
            // Objects.requireNonNull(x, "name") says only "name"
            sb.append(": required field '").append(cause.getMessage()).append("' is missing or null");
        } else {
            sb.append(": ").append(cause != null ? cause.getMessage() : e.getOriginalMessage());
        }
        return sb.toString();
    }

    /** JSON path of the offending value, e.g. {@code $.work.operations[0].ratio}. */
    private static String path(JsonMappingException m) {
        StringBuilder sb = new StringBuilder("$");
        for (JsonMappingException.Reference r : m.getPath()) {
            if (r.getFieldName() != null) {
                sb.append('.').append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                sb.append('[').append(r.getIndex()).append(']');
            }
        }
        return sb.toString();
    }
}
