// A stand-in for https://apis.google.com/js/api.js, for the end-to-end tests ONLY: Playwright
// serves it by request interception (see popup-sign-in.ts); the app never ships it. Offline, the
// Firebase SDK cannot load Google's script, and popup sign-in against the Auth Emulator needs just
// one piece of it: the gapi.iframes message relay between the page and the emulator's helper
// iframe (/emulator/auth/iframe), which the emulator's popup talks to.
//
// The same file plays both sides:
// - in the page, the SDK loads it with ?onload=<callback>, then opens the helper iframe with
//   gapi.iframes.getContext().open(...), pings it, and registers the "authEvent" handler;
// - in the helper iframe, the emulator's page defines window.gapi_onload and, once loaded, uses
//   gapi.iframes.getContext().getParentIframe() to register and send messages.
// Messages are { [TAG]: true, kind: "ready" | "call" | "reply", id, name, data }.
(function () {
  var TAG = "__gapiStandIn";

  function channel(peer) {
    var handlers = {};
    var queued = {};
    var replies = {};
    var readyResolve;
    var ready = new Promise(function (resolve) {
      readyResolve = resolve;
    });

    function post(message) {
      message[TAG] = true;
      peer().postMessage(message, "*");
    }

    function answer(message) {
      Promise.resolve(handlers[message.name](message.data)).then(function (result) {
        post({ kind: "reply", id: message.id, data: [result] });
      });
    }

    window.addEventListener("message", function (event) {
      var message = event.data;
      if (!message || message[TAG] !== true || event.source !== peer()) return;
      if (message.kind === "ready") readyResolve();
      else if (message.kind === "reply" && replies[message.id]) {
        var reply = replies[message.id];
        delete replies[message.id];
        // Like gapi, keep a throwing callback from breaking the relay: the SDK's web-storage
        // callback always ends by throwing once it has its answer.
        try {
          reply(message.data);
        } catch (error) {
          void error;
        }
      } else if (message.kind === "call") {
        // A call may arrive before its handler is registered (the helper iframe sends its first
        // "authEvent" as soon as it loads): keep it until then.
        if (handlers[message.name]) answer(message);
        else (queued[message.name] = queued[message.name] || []).push(message);
      }
    });

    return {
      ready: ready,
      register: function (name, handler) {
        handlers[name] = handler;
        (queued[name] || []).splice(0).forEach(answer);
      },
      send: function (name, data, callback) {
        var id = String(Math.random()).slice(2);
        if (callback) replies[id] = callback;
        post({ kind: "call", id: id, name: name, data: data });
      },
      announceReady: function () {
        post({ kind: "ready" });
      },
    };
  }

  function openIframe(options, onOpen) {
    var element = document.createElement("iframe");
    var attributes = options.attributes || {};
    Object.keys(attributes).forEach(function (key) {
      if (key === "style") Object.assign(element.style, attributes.style);
      else element.setAttribute(key, attributes[key]);
    });
    element.src = options.url;
    (options.where || document.body).appendChild(element);
    var link = channel(function () {
      return element.contentWindow;
    });
    var iframe = {
      register: link.register,
      send: link.send,
      restyle: function () {
        return Promise.resolve();
      },
      ping: function (callback) {
        return link.ready.then(function () {
          if (callback) callback();
          return true;
        });
      },
    };
    return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
  }

  var parentLink = null;
  var context = {
    open: openIframe,
    getParentIframe: function () {
      parentLink =
        parentLink ||
        channel(function () {
          return window.parent;
        });
      return parentLink;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: function () {
      return true;
    },
    Iframe: function () {},
    getContext: function () {
      return context;
    },
  };
  window.gapi.load = function (_name, options) {
    var callback = typeof options === "function" ? options : options && options.callback;
    setTimeout(function () {
      if (callback) callback();
    }, 0);
  };

  // In the helper iframe: tell the page we are here, then run the emulator's start-up.
  if (window.parent !== window && typeof window.gapi_onload === "function") {
    context.getParentIframe().announceReady();
    window.gapi_onload();
  }
  // In the page: the SDK named its callback in ?onload=.
  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get("onload");
  if (onload && typeof window[onload] === "function") window[onload]();
})();
