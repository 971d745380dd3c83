:- use_module(library(lists)).
0.9::e0.
0.25::e1(3,3).
0.2::e1(3,1).
0.4::e1(2,1).
P::p00(Y,Y) :- (e0, e0, between(1,3,Y), findall(V, e1(Y,V), L), L \= []), P is Y / 4.
p00(3,3) :- e0.
p00(Y,X) :- e0, e0, between(1,3,X), between(1,3,Y), \+ e0.
\+p00(2,X) :- e1(X,3).
p10(X) :- e0, p10(X), X @>= f(1), X @>= f(1).
p10(X) :- Z == 2, e0, p00(X,Z), W is Z + 1, W < 5.
p10(2) :- p10(Y), findall(V, p00(Y,V), L), sum_list(L, T), T > 2.
\+p10(X) :- e0, between(1, 3, X).
0.7::p20 :- e1(Z,Z), \+ e1(Z,Z).
p20 :- p21(Y).
\+p20 :- e1(3,2).
p21(2) :- p20, p21(Z), \+ p10(Z), Z =:= 3.
query(p00(3,2)).
query(p21(3)).
query(p21(Y)).
