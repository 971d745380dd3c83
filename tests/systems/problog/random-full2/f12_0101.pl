:- use_module(library(lists)).
e0.
0.3::e1(3,3).
e1(2,3).
0.1::e1(1,1); 0.2::e1(3,3).
0.9::e2(2).
e2(3).
0.3::e2(1); 0.1::e2(3).
p00(Y) :- Y \== 2, p00(2), between(1,3,Y), \+ e1(Y,Y).
P::p00(Y) :- (e0, e1(Y,Y), Y \= Y), P is Y / 4.
p00(2) :- e1(X,Z), p00(X), e0, T =.. [g, Z], T \== g(0).
P::p10(Y) <- (p00(1), e2(Y)), P is Y / 4.
p10(Y) :- e1(3,Y), e0.
0.75::p10(1) :- e0, p10(Y), W is Y + 3, W < 5, findall(V, p00(V), L), sum_list(L, T), T > 2.
p20(X,Y) <- e0, p10(X), e0, between(1,3,Y), \+ p10(X), not p10(Y).
p30 :- p10(Y), p30, e2(2).
p30 :- p30.
p31 :- e2(2), p31, p10(Y), Y \== Y.
p31 :- (p10(Y), not p10(2), Y =:= 2) ; (p20(Y,Y), p31, p31, W is Y + 3, W < 5, findall(V, p10(V), L), L = []).
query(e1(3,X)).
query(p30).
query(p20(Y,X)).
