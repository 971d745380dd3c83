:- use_module(library(lists)).
0.4::e0.
e1(3,1).
0.75::e1(3,2).
e2(3,3).
0.25::e2(1,3).
0.7::e2(3,2).
e3(2).
0.2::e3(1); 0.3::e3(2); 0.2::e3(3).
p00(Y) :- p01(Y), call(e1, Y, Y), Y \== Y.
P::p00(X) :- (e0, between(1,3,X), \+ e2(X,X)), P is X / 4.
0.1::p00(Y) :- (p00(Y), e1(Z,X), e3(Y), findall(V, e3(V), L), sum_list(L, T), T > 2, findall(V, e2(Y,V), L), length(L, N), N >= 2) ; (e2(Y,Y), findall(V, e2(1,V), L), sum_list(L, T), T > 2).
p01(Y) :- p00(Y), e2(X,1), e2(Y,Y), X @>= 1.
0.2::p10 :- (e3(X), e1(X,Y), X = Y, \+ e1(2,X)) ; (e3(Z), p00(Z), Z @< 2).
p10 <- (e3(1), T =.. [g, 1], T \== g(0)) ; (e0, p10, call(e3, 1), findall(V, e2(2,V), L), L = []).
p20(Y) :- e2(3,2), between(1,3,Y).
P::p20(X) :- (p21, between(1,3,X), X = 1, findall(V, e3(V), L), L = []), P is X / 4.
p21 :- e2(Y,1), e1(3,Y).
query(p01(3)).
query(e1(3,X)).
query(p20(X)) :- between(1,2,X).
query(\+ e2(3,1)).
