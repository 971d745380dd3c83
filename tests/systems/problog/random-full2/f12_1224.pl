:- use_module(library(lists)).
0.7::e0(1).
e1.
0.4::e2(3).
0.6::e3(3).
0.2::e3(2).
p00 :- e3(3), e1, e3(3), \+ e2(2).
p00 :- p00.
p00 :- e3(Z), e0(3), p01, T =.. [g, Z], T \== g(0).
p01 :- (p01, e3(Z), e2(Z), call(e0, Z)) ; (p01).
0.7::p10(Y) :- e3(2), p01, p00, between(1,3,Y), not e3(Y), W is Y + 2, W < 5.
P::p10(Y) :- (e3(Y), Y >= 2), P is Y / 4.
p10(Y) <- e1, e2(Y), e0(Y), \+ p01.
0.2::p20(X,Y) :- p10(Y), between(1,3,X), \+ e0(X).
p21(X,Y) :- e2(Z), between(1,3,X), between(1,3,Y), findall(V, p10(V), L), sort(L, S), length(S, N), N < 2, \+ e0(2).
p21(Y,1) :- p20(2,Y), p21(2,Y), p20(Y,Y), compare(O, Y, 3).
p21(Y,3) :- p00, between(1,3,Y), \+ p00, call(p10, Y).
p30(1,Y) <- (p00, p30(X,3), e2(X), between(1,3,Y), findall(V, e2(V), L), L = []) ; (p01, between(1,3,Y)).
p30(Y,X) :- Y \== 2, e2(2), p00, p10(3), between(1,3,X), between(1,3,Y), Y =\= 1.
P::p31(Y,2) :- (p10(3), between(1,3,Y)), P is Y / 4.
query(p21(3,Y)).
query(e2(3)).
query(e0(1)).
query(e2(X)) :- between(1,2,X).
