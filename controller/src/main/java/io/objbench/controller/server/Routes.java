package io.objbench.controller.server;

import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.server.Request;

/** Small checks shared by the route classes. */
final class Routes {

    private Routes() {
    }

    static void requirePost(Request request) throws HttpProblem {
        require(request, HttpMethod.POST);
    }

    static void requireGet(Request request) throws HttpProblem {
        require(request, HttpMethod.GET);
    }

    private static void require(Request request, HttpMethod method) throws HttpProblem {
        if (!method.is(request.getMethod())) {
            throw new HttpProblem(405, request.getMethod() + " is not allowed on " + Request.getPathInContext(request)
                    + "; use " + method.asString());
        }
    }
}
