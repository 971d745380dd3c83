:- use_module(library(lists)).
0.7::e0(1,1).
0.9::e1(2,1).
0.2::e1(1,1); 0.2::e1(3,3); 0.2::e1(2,2).
0.6::e2(3).
0.2::e2(3); 0.2::e2(2).
p00(3) :- e2(X).
p10(X) :- p00(1), between(1,3,X), T =.. [g, X], T \== g(0), findall(V, p00(V), L), L \= [].
p20(1) :- (p20(X), p10(Z), Z = X) ; (p00(Z), p10(X), p10(Z)).
p20(Y) :- e1(X,X), p00(2), between(1,3,Y), X < 1, findall(V, e1(X,V), L), L = [].
p21(X) :- p20(Y), between(1,3,X), call(e2, Y), call(e2, 3).
0.3::p21(Y) :- p00(X), e1(X,Y).
p30(2) :- p21(Z), p10(X), W is X + 2, W < 5, T =.. [g, X], T \== g(0).
p30(3) :- e2(2), e2(X), p20(2), \+ p00(X), call(p21, X).
p31 :- Y \== 2, e2(2), p20(2), p21(Y), W is Y + 1, W < 5.
query(p10(1)).
query(p31).
query(\+ e2(2)).
