:- use_module(library(lists)).
0.8::e0(2).
0.3::e1.
0.4::e3(2,1).
0.5::e3(1,3).
0.3::e3(3,3); 0.2::e3(2,2).
P::p00(X) :- (e1, p00(3), between(1,3,X), \+ e2(X,X), \+ e0(1)), P is X / 4.
P::p00(X) <- (e0(2), e1, between(1,3,X), X = 1), P is X / 4.
P::p00(X) :- ((p00(X), e2(Y,X)) ; (e1, e1, e3(3,Z), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2)), P is X / 4.
0.4::p10 :- (e1, p10) ; (e0(2), T =.. [g, 3], T \== g(0)).
p10 :- p10, \+ e3(2,2).
p10 :- p00(Y).
p20(3) :- e0(3), p00(Y), p21(1), T =.. [g, Y], T \== g(0), call(e0, Y).
p20(1) :- (e0(1), p00(Z)) ; (p00(2), call(e3, 2, 3)).
p21(Y) :- p00(3), between(1,3,Y), \+ e2(Y,Y), findall(V, e2(Y,V), L), L \= [].
p21(Y) :- p21(X), e1, p21(3), between(1,3,Y), Y @=< 3.
0.6::p21(X) :- p20(Z), between(1,3,X), call(e0, X).
query(p10).
query(e3(X,Y)).
evidence(e3(2,2), true).
