:- use_module(library(lists)).
0.4::e0(1,3).
e0(2,3).
0.2::e0(3,3); 0.1::e0(2,2); 0.3::e0(1,1).
0.1::e1(3).
e1(1).
0.2::e2(3); 0.3::e2(2); 0.1::e2(1).
0.8::e3.
p00 :- p00.
p00 :- p00.
p00 :- e2(Z), e2(X), call(e1, X).
p10(Y,Y) :- p10(X,X), e3, between(1,3,Y), X \== X.
p10(Y,X) :- e0(Z,1), p00, p00, between(1,3,X), between(1,3,Y), X < 3.
0.25::p10(Y,X) :- (e3, between(1,3,X), between(1,3,Y), \+ e1(2), findall(V, e0(X,V), L), length(L, N), N >= 1) ; (p10(X,Z), p00, e0(Z,X), between(1,3,Y), Z @=< a).
p20(X) :- p20(3), p00, between(1,3,X), X \== X, X \= X.
P::p20(Y) :- ((p10(Z,X), between(1,3,Y), \+ e0(X,2)) ; (e3, e2(X), p21(Z), between(1,3,Y), not e1(Y), Y =:= 2)), P is Y / 4.
p20(2) :- (p20(X), p21(2), e0(X,X), findall(V, e2(V), L), length(L, N), N >= 2, findall(V, e1(V), L), L = []) ; (e3, e2(X), call(e2, 1), \+ e0(X,X)).
p21(X) :- p20(2), p21(3), p20(Z), between(1,3,X), findall(V, e1(V), L), length(L, N), N >= 1.
p30 :- e1(Z), e0(Z,Z).
p30 :- (e0(1,X), e0(X,3)) ; (p00, p21(Z), findall(V, p21(V), L), sum_list(L, T), T > 2).
p30 :- p10(X,Z), p10(X,Z), p20(2).
query(p20(2)).
query(\+ e1(1)).
